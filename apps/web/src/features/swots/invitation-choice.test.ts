import { describe, expect, it } from 'vitest';
import { invitationChoice } from './invitation-choice';

let written = 0;
const template = (
  id: string,
  language: 'en' | 'hi' | 'mr' | 'ta',
  type: 'swot_invitation' | 'swot_reminder' = 'swot_invitation',
  isDefault = false,
) => ({ id, name: id, type, isDefault, language, createdAt: `2026-11-0${++written}T00:00:00.000Z` });

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
    // A Tamil reminder is no Tamil invitation: the server sends the English invitation, and so the page says.
    const withReminder = [...templates, template('tamil-reminder', 'ta', 'swot_reminder')];
    expect(invitationChoice(withReminder, 'ta')).toMatchObject({ preselected: 'english-default', builtIn: null });
  });

  it('takes the first written when none is the default, as the server does, whatever the list’s order', () => {
    const later = template('a-later', 'hi');
    const earlier = { ...template('b-earlier', 'hi'), createdAt: '2026-10-01T00:00:00.000Z' };
    expect(invitationChoice([later, earlier], 'hi').preselected).toBe('b-earlier');
  });
});
