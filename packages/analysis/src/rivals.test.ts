import { describe, expect, it } from 'vitest';
import { createStatementParser } from './nlp.ts';

const parser = createStatementParser();
const concepts = (text: string) => parser.parse(text).concepts;

describe('an organisation called "other" is a rival', () => {
  it('reads "other company" as competition in English, Devanagari and Latin Hindi', () => {
    expect(concepts('Other companies pay more')).toContain('competition');
    expect(concepts('दूसरी कंपनी ज्यादा पैसे देती है')).toContain('competition');
    expect(concepts('Jo bhi trained banda hota hai use dusri company le jaati hai')).toContain('competition');
    expect(concepts('ग्राहक दूसरे बैंक चले जाते हैं')).toContain('competition');
  });

  it('leaves the organisation’s own others, and places an organisation has many of, as they are', () => {
    expect(concepts('Our other warehouses have better equipment')).not.toContain('competition');
    expect(concepts('हमारी दूसरी कंपनी घाटे में है')).not.toContain('competition');
    expect(concepts('Other stores get more staff')).not.toContain('competition');
    expect(concepts('The company pays on time')).not.toContain('competition');
  });
});
