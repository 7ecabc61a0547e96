import { contributeRequest } from './campaign-contribute';

const ask = (query: string) => contributeRequest(new URLSearchParams(query));

describe('contributeRequest: what a link asks of the campaign page’s dialog', () => {
  it('no ?contribuer=: no dialog, whatever else the link says', () => {
    expect(ask('')).toBeNull();
    expect(ask('frequence=mensuel')).toBeNull();
  });

  it('an amount a donor could type, else the dialog without one', () => {
    expect(ask('contribuer=20')).toEqual({ amount: 20 });
    expect(ask('contribuer=oui')).toEqual({});
    expect(ask('contribuer=0.5')).toEqual({});
  });

  it('&frequence= chooses the frequency (issue 29); an unknown word chooses none', () => {
    expect(ask('contribuer=20&frequence=mensuel')).toEqual({ amount: 20, frequency: 'monthly' });
    expect(ask('contribuer=oui&frequence=Annuel')).toEqual({ frequency: 'yearly' });
    expect(ask('contribuer=20&frequence=unique')).toEqual({ amount: 20, frequency: 'once' });
    expect(ask('contribuer=20&frequence=toString')).toEqual({ amount: 20 });
  });
});
