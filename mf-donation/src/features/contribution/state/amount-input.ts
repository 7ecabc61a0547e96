import { PRESET_AMOUNTS, parseDonationAmount } from 'shared-contracts';

/** The amount as chosen: a preset card, or the custom field's text ('12,50'), one at a time. */
export interface AmountInput {
  preset: number | null;
  text: string;
}

export function isPreset(amount: number | null | undefined): amount is number {
  return PRESET_AMOUNTS.some((preset) => preset.amount === amount);
}

/** A preset card chosen: the typed text goes. */
export function choosePreset(amount: number): AmountInput {
  return { preset: amount, text: '' };
}

/** The custom field typed in: the preset goes. */
export function typeAmount(text: string): AmountInput {
  return { preset: null, text };
}

/** The amount in euros, preset or typed; null when the text is not a number. */
export function chosenAmount(input: AmountInput): number | null {
  return input.preset ?? parseDonationAmount(input.text);
}

/**
 * The dialog opened with an amount (from the campaign page's cards): a preset is chosen as
 * such, any other amount is written in the custom field the French way ('12,5').
 */
export function initialAmountInput(initialAmount: number | undefined): AmountInput {
  if (isPreset(initialAmount)) return choosePreset(initialAmount);
  if (initialAmount === undefined || !Number.isFinite(initialAmount)) return typeAmount('');
  return typeAmount(String(initialAmount).replace('.', ','));
}
