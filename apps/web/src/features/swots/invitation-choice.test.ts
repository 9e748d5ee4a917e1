import { describe, expect, it } from 'vitest';
import { invitationChoice } from './invitation-choice';

const template = (id: string, language: 'en' | 'hi' | 'mr', type = 'swot_invitation' as const, isDefault = false) => ({
  id,
  name: id,
  type,
  isDefault,
  language,
});

describe('the invitation Create SWOT preselects', () => {
  const templates = [
    template('english-default', 'en', 'swot_invitation', true),
    template('english-other', 'en'),
    template('hindi', 'hi'),
  ];

  it('offers the templates of the SWOT’s language, its default invitation first', () => {
    expect(invitationChoice(templates, 'en')).toEqual({
      offered: [templates[0], templates[1]],
      preselected: 'english-default',
      builtIn: null,
    });
    expect(invitationChoice(templates, 'hi')).toMatchObject({ preselected: 'hindi', builtIn: null });
  });

  it('falls back to Foursight’s own invitation in that language when the company has none in it', () => {
    expect(invitationChoice([templates[0]!], 'hi')).toEqual({ offered: [], preselected: '', builtIn: 'hi' });
  });

  it('offers the English ones for a language Foursight writes no mails in, as the server sends them', () => {
    expect(invitationChoice(templates, 'ta')).toMatchObject({ preselected: 'english-default', builtIn: null });
    expect(invitationChoice([template('marathi', 'mr')], 'mr')).toMatchObject({ preselected: 'marathi' });
    expect(invitationChoice([], 'ta')).toEqual({ offered: [], preselected: '', builtIn: 'en' });
  });
});
