import { describe, expect, it } from 'vitest';
import { nameKey } from './name-sounds.ts';
import { directoryNames, redactAnswer } from './privacy-guard.ts';

// Issue 32: directory people written in the other script, Latin or Devanagari.
const names = directoryNames([
  'Sunita Yadav',
  'Asha Mehta',
  'Vikas Singh',
  'Deepak Chauhan',
  'Seema Gupta',
  'राजेश कुमार',
  'प्रिया शर्मा',
]);
const redact = (text: string) => redactAnswer(text, names);

describe('names by their sound', () => {
  it('hears the same name in both scripts, however the Latin is spelt', () => {
    const same = [
      ['Sunita', 'सुनीता'],
      ['Suneeta', 'सुनीता'],
      ['Mehta', 'मेहता'],
      ['Singh', 'सिंह'],
      ['Gaurav', 'गौरव'],
      ['Gourav', 'गौरव'],
      ['Laxmi', 'लक्ष्मी'],
      ['Banerjee', 'बनर्जी'],
      ['Iyer', 'अय्यर'],
      ['Reddy', 'रेड्डी'],
      ['Aggarwal', 'अग्रवाल'],
      ['Farhan', 'फ़रहान'],
      ['Ahmed', 'अहमद'],
    ];
    for (const [latin, devanagari] of same) expect(nameKey(latin!)!.key, latin).toBe(nameKey(devanagari!)!.key);
    expect(nameKey('Sunita')!.key).not.toBe(nameKey('सुमित')!.key);
    expect(nameKey('Mehta')!.key).not.toBe(nameKey('मेहनत')!.key);
  });

  it('finds a Latin directory name written in Devanagari: a full name, a surname alone, a name with जी', () => {
    expect(redact('सुनीता यादव हमेशा चिल्लाती हैं')).toBe('[name] हमेशा चिल्लाती हैं');
    expect(redact('मेहता जी ने मदद की')).toBe('[name] जी ने मदद की');
    expect(redact('हमारी मैनेजर सुनीता बहुत सख्त हैं')).toBe('हमारी मैनेजर [name] बहुत सख्त हैं');
    expect(redact('Asha मेहता')).toBe('[name]');
  });

  it('finds a Devanagari directory name written in Latin letters: full, spelt otherwise, with a capital or an address', () => {
    expect(redact('Rajesh Kumar shouts at everyone')).toBe('[name] shouts at everyone');
    expect(redact('Priya Sharmaa helped a lot')).toBe('[name] helped a lot');
    expect(redact('I told Rajesh about the delays')).toBe('I told [name] about the delays');
    expect(redact('rajesh ji ne kaha tha')).toBe('[name] ji ne kaha tha');
    expect(redact('Mr. Kumar decides everything')).toBe('Mr. [name] decides everything');
    // A spelling variant of a directory name in its own script is found as a full name.
    expect(redact('Suneeta Yadav is unfair')).toBe('[name] is unfair');
  });

  it('leaves Hindi words that are also names alone, unless a full name or an address says a person is meant', () => {
    expect(redact('हमें आशा है कि वेतन बढ़ेगा')).toBe('हमें आशा है कि वेतन बढ़ेगा');
    expect(redact('समय सीमा बहुत कम है')).toBe('समय सीमा बहुत कम है');
    expect(redact('करियर में विकास नहीं है')).toBe('करियर में विकास नहीं है');
    expect(redact('दीपक जलाओ')).toBe('दीपक जलाओ');
    expect(redact('सीमा गुप्ता देर से आती हैं')).toBe('[name] देर से आती हैं');
    expect(redact('सीमा मैडम सख्त हैं')).toBe('[name] मैडम सख्त हैं');
    // A Devanagari directory name that is a word is read as the word alone, in its own script too.
    const hindiDirectory = directoryNames(['सीमा वर्मा']);
    expect(redactAnswer('समय सीमा कम है', hindiDirectory)).toBe('समय सीमा कम है');
    expect(redactAnswer('सीमा वर्मा कड़क हैं', hindiDirectory)).toBe('[name] कड़क हैं');
  });

  it('keeps English words that sound like a name, and lower-case Latin words alone', () => {
    const summit = directoryNames(['सुमित यादव']);
    expect(redactAnswer('The summit was well run', summit)).toBe('The summit was well run');
    expect(redactAnswer('sumit ne help kiya', summit)).toBe('sumit ne help kiya');
    expect(redactAnswer('Sumit ne help kiya', summit)).toBe('Sumit ne help kiya');
    expect(redactAnswer('I asked Sumit twice', summit)).toBe('I asked [name] twice');
  });
});

describe('names by their sound, in the words Hindi shares with names', () => {
  const people = directoryNames([
    'Karan Mehta',
    'Nidhi Verma',
    'Jeevan Kumar',
    'Pragati Pandey',
    'Kamal Dubey',
    'Khushi Bose',
    'Jay Shah',
    'Asha Pandey',
    'Deepak Rao',
    'Pragya Singh',
    'Sunita Yadav',
  ]);
  const redacted = (text: string) => redactAnswer(text, people);

  it('keeps everyday words that sound like a directory name, in any spelling, and forms of address', () => {
    for (const text of [
      'इस कारण से देर हुई',
      'भविष्य निधि नहीं मिलता',
      'जीवन कठिन है',
      'प्रगति नहीं है',
      'कमाल की टीम',
      'ख़ुशी मिलती है',
      'जी सर',
    ]) {
      expect(redacted(text), text).toBe(text);
    }
  });

  it('finds full names whose Latin spelling ends otherwise than Devanagari does, and a name with जी joined on', () => {
    expect(redacted('आशा पांडे ने कहा')).toBe('[name] ने कहा');
    expect(redacted('दीपक राव')).toBe('[name]');
    expect(redacted('प्रज्ञा सिंह देर से आती हैं')).toBe('[name] देर से आती हैं');
    expect(redacted('सुनीताजी ने कहा')).toBe('[name] ने कहा');
    expect(redacted('निधि जी ने कहा')).toBe('[name] जी ने कहा');
  });
});
