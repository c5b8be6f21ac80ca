import { describe, expect, it } from 'vitest';
import { markSegments } from './review-marks';

describe('review marks', () => {
  it('when marks occur in a text, then every occurrence is a marked segment and the text is whole', () => {
    const segments = markSegments('500 mg nu, sedan 500 mg.', [{ index: 0, text: '500 mg' }]);
    expect(segments).toEqual([{ text: '500 mg', mark: 0 }, { text: ' nu, sedan ' }, { text: '500 mg', mark: 0 }, { text: '.' }]);
  });

  it('when marks overlap, then the earlier and longer wins and nothing is repeated', () => {
    const segments = markSegments('Amoxicillin 500 mg', [{ index: 0, text: '500' }, { index: 1, text: 'Amoxicillin 500 mg' }]);
    expect(segments).toEqual([{ text: 'Amoxicillin 500 mg', mark: 1 }]);
  });

  it('when no mark occurs, then the text is one plain segment', () => {
    expect(markSegments('Halsont.', [{ index: 0, text: 'höger' }])).toEqual([{ text: 'Halsont.' }]);
  });
});
