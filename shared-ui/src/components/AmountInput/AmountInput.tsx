import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { formatAmount, parseDonationAmount } from 'shared-contracts';

/** An amount as the forms hold it: a number once the text reads as one, else the text ('' when empty). */
export type AmountValue = number | string;

export interface AmountInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max' | 'step'
> {
  /** The amount in euros: a number, or '' when the field is empty. */
  value: AmountValue;
  /** Called on every keystroke with the amount read from the text (a number, or '' when empty). */
  onChange: (value: AmountValue) => void;
  /** The lowest amount: a smaller one is raised to it when the field is left. */
  min?: number;
}

const SPACE = /[\s\u00a0\u202f]/;
const SPACES = new RegExp(SPACE.source, 'g');
const DECIMALS = 2;

/**
 * Keeps what an amount may hold: digits, one decimal comma or point with at most two digits after
 * it, and spaces between thousands. A letter, a minus sign or a third decimal is not typed.
 */
function keepAmountCharacters(text: string): string {
  let kept = '';
  let decimals = -1;
  for (const character of text) {
    if (/\d/.test(character)) {
      if (decimals === DECIMALS) continue;
      if (decimals >= 0) decimals += 1;
      kept += character;
    } else if ((character === ',' || character === '.') && decimals < 0) {
      decimals = 0;
      kept += character;
    } else if (SPACE.test(character) && decimals < 0) {
      kept += character;
    }
  }
  return kept;
}

function amountOfText(text: string): AmountValue {
  const compact = text.replace(SPACES, '');
  if (compact === '') return '';
  return parseDonationAmount(compact) ?? compact;
}

function numberOf(value: AmountValue): number | null {
  return typeof value === 'number' ? value : parseDonationAmount(value);
}

function textOf(value: AmountValue): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatAmount(value) : String(value);
}

const isSameAmount = (a: AmountValue, b: AmountValue) =>
  a === b || (numberOf(a) !== null && numberOf(a) === numberOf(b));

/**
 * A euro amount typed the French way ('12,50', '12.50', '1 500'), on a text field with the
 * phone's decimal keypad. It replaces Mantine's NumberInput (and its react-number-format) on the
 * forms: the text stays as typed while the amount it reads as goes to `onChange`; leaving the
 * field writes it back in fr-FR ('1 500', '12,50'). Arrow up and down step by one euro.
 */
export function AmountInput({
  value,
  onChange,
  min,
  onBlur,
  onKeyDown,
  ...others
}: AmountInputProps) {
  const [text, setText] = useState(() => textOf(value));
  // A value set from outside (a reset, a clamp) wins over the text typed before it.
  const shown = isSameAmount(amountOfText(text), value) ? text : textOf(value);

  const commit = (amount: number) => {
    const next = min !== undefined && amount < min ? min : amount;
    if (next !== value) onChange(next);
    setText(formatAmount(next));
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = keepAmountCharacters(event.currentTarget.value);
    setText(typed);
    const amount = amountOfText(typed);
    if (amount !== value) onChange(amount);
  };

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const amount = numberOf(value);
    if (amount !== null) commit(amount);
    onBlur?.(event);
  };

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const amount = numberOf(value) ?? 0;
    const next = Math.round((amount + (event.key === 'ArrowUp' ? 1 : -1)) * 100) / 100;
    commit(Math.max(next, min ?? 0));
  };

  return (
    <TextInput
      {...others}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={change}
      onBlur={blur}
      onKeyDown={step}
    />
  );
}
