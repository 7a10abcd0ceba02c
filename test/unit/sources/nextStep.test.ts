import { describe, expect, it } from 'vitest';
import { nextStep } from '@/features/sources/nextStep';
import { makeSource } from '../utils/sourceFixture';

describe('nextStep', () => {
  it('leads a new source through connect, entrypoint and its first run, then says nothing', () => {
    const drive = makeSource({ type: 'google_drive' });
    expect(nextStep(drive)?.section).toBe('connection');
    const connected = { ...drive, custom: { tokens: { refresh_token: 't' } } };
    expect(nextStep(connected)?.title).toBe('Next step: choose an entrypoint');
    const configured = { ...connected, custom: { ...connected.custom, entrypoint: { id: 'folder' } } };
    expect(nextStep(configured)).toMatchObject({ title: 'Next step: index the source', section: 'controls' });
    expect(nextStep({ ...configured, status: 'INITIALIZING' })).toBeNull();
    expect(nextStep({ ...configured, last_indexed_at: '2026-11-26T08:00:00Z' })).toBeNull();
  });

  it('tells a push source to name its entrypoint, then to push', () => {
    const push = makeSource({ type: 'push_api', provider: 'push' });
    expect(nextStep(push)?.title).toBe('Next step: name the entrypoint');
    const named = { ...push, custom: { entrypoint: { name: 'ingest' } } };
    expect(nextStep(named)).toMatchObject({ title: 'Next step: push documents', section: 'push-quick-start' });
    expect(nextStep({ ...named, documents_count: 3 })).toBeNull();
  });
});
