import { describe, expect, it } from 'vitest';
import { cleanEnhancementSettings, readEnhancementSettings } from '@/features/sources/enhancements';

describe('enhancement settings in custom', () => {
  it('fills defaults for a source without settings', () => {
    expect(readEnhancementSettings(null)).toEqual({
      enhancements: { summaries: false, entities: false, language: false, keywords: false },
      fieldLabels: { title: 'Title', content: 'Content', url: 'URL', author: 'Author', updatedAt: 'Last modified' },
    });
  });

  it('reads stored switches and labels and ignores malformed values', () => {
    const settings = readEnhancementSettings({
      enhancements: { summaries: true, entities: 'yes', unknown: true },
      fieldLabels: { content: 'Message', title: '  ', url: 7 },
    });
    expect(settings.enhancements).toEqual({ summaries: true, entities: false, language: false, keywords: false });
    expect(settings.fieldLabels).toMatchObject({ content: 'Message', title: 'Title', url: 'URL' });
    expect(readEnhancementSettings({ enhancements: ['summaries'] }).enhancements.summaries).toBe(false);
  });

  it('trims labels and restores the default for an emptied one', () => {
    const settings = readEnhancementSettings(null);
    const cleaned = cleanEnhancementSettings({
      ...settings,
      fieldLabels: { ...settings.fieldLabels, content: '  Body ', title: '   ' },
    });
    expect(cleaned.fieldLabels).toMatchObject({ content: 'Body', title: 'Title' });
  });
});
