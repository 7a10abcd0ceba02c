import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimulatedContentNotice } from '@/features/sources/components/SimulatedContentNotice';
import { renderWithProviders } from '../utils/renderWithProviders';
import { makeSource } from '../utils/sourceFixture';

describe('SimulatedContentNotice', () => {
  it('says a GitHub source without a token of its owner shows generated examples', () => {
    renderWithProviders(
      <SimulatedContentNotice
        source={makeSource({ type: 'github_branch', custom: { tokens: { token: '[redacted]' }, account: 'demo' } })}
      />,
    );
    expect(screen.getByText('Simulated content')).toBeTruthy();
    expect(screen.getByText(/Connect with a GitHub access token/)).toBeTruthy();
  });

  it('goes away once the GitHub connection is live, and never shows for pushed content', () => {
    renderWithProviders(
      <>
        <SimulatedContentNotice
          source={makeSource({ type: 'github_issues', custom: { tokens: { token: '[redacted]' }, live: true } })}
        />
        <SimulatedContentNotice source={makeSource({ type: 'push_api', custom: {} })} />
      </>,
    );
    expect(screen.queryByText('Simulated content')).toBeNull();
  });

  it('stays for provider types the platform cannot reach, even marked live', () => {
    renderWithProviders(
      <SimulatedContentNotice
        source={makeSource({ type: 'google_drive', custom: { tokens: { refresh_token: '[redacted]' }, live: true } })}
      />,
    );
    expect(screen.getByText(/No Google Drive account is reachable/)).toBeTruthy();
  });
});
