import { amountInFrenchWords, integerInFrenchWords } from './french-words';

describe('amountInFrenchWords', () => {
  it.each([
    [123450, 'mille deux cent trente-quatre euros et cinquante centimes'],
    [2100, 'vingt et un euros'],
    [7100, 'soixante et onze euros'],
    [8000, 'quatre-vingts euros'],
    [8100, 'quatre-vingt-un euros'],
    [9100, 'quatre-vingt-onze euros'],
    [10000, 'cent euros'],
    [20000, 'deux cents euros'],
    [20100, 'deux cent un euros'],
    [100000, 'mille euros'],
    [200000, 'deux mille euros'],
    [8000000, 'quatre-vingt mille euros'],
    [20000000, 'deux cent mille euros'],
    [100000000, "un million d'euros"],
    [20000000000, "deux cents millions d'euros"],
    [100000100, 'un million un euros'],
    [100, 'un euro'],
    [1, 'un centime'],
    [101, 'un euro et un centime'],
    [0, 'zéro euro'],
    [1700, 'dix-sept euros'],
    [9999, 'quatre-vingt-dix-neuf euros et quatre-vingt-dix-neuf centimes'],
  ])('%i cents -> %s', (cents, words) => {
    expect(amountInFrenchWords(cents)).toBe(words);
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => amountInFrenchWords(1.5)).toThrow(RangeError);
    expect(() => amountInFrenchWords(-1)).toThrow(RangeError);
    expect(() => integerInFrenchWords(1e12)).toThrow(RangeError);
  });
});
