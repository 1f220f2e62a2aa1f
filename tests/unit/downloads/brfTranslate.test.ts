import { describe, expect, it } from 'vitest';
import { fromBraille, liblouisInstalled, printLine, toBraille } from '../../../scripts/downloads/brfTranslate.ts';

describe('liblouis translation', () => {
  it('writes contracted UEB in braille ASCII and reads it back', () => {
    const braille = toBraille(['Press Insert and read the whole page.'], 'contracted')[0]!;
    expect(braille).toBe(',PRESS ,9S]T & R1D ! :OLE PAGE4');
    expect(fromBraille([braille], 'contracted')).toEqual(['Press Insert and read the whole page.']);
  });

  it('writes keystrokes uncontracted, so each key name reads letter for letter', () => {
    expect(toBraille(['Insert + Down Arrow', 'Ctrl+Alt+N'], 'uncontracted')).toEqual([',INSERT "6 ,DOWN ,ARROW', ',CTRL"6,ALT"6,N']);
  });

  it('gives one line of braille for each line of print, however long, and keeps backslashes', () => {
    const long = Array.from({ length: 500 }, () => 'word').join(' ');
    const back = fromBraille(toBraille([long, 'back\\slash \\x0041', ''], 'contracted'), 'contracted');
    expect(back).toEqual([long, 'back\\slash \\x0041', '']);
  });

  it('turns every kind of white space into one ordinary space', () => {
    expect(printLine(' Caps\u00a0Lock \n+ Space ')).toBe('Caps Lock + Space');
  });

  it('tells whether liblouis can make braille here: yes with lou_translate, no without it', () => {
    expect(liblouisInstalled()).toBe(true);
    expect(liblouisInstalled('/nonexistent/lou_translate')).toBe(false);
  });

  it('says in plain words what to install when lou_translate is missing', () => {
    expect(() => toBraille(['text'], 'contracted', '/nonexistent/lou_translate')).toThrow(
      "Braille files need liblouis: install Debian's liblouis-bin and liblouis-data (apt-get install liblouis-bin liblouis-data)",
    );
  });
});
