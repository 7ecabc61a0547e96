import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlatformProvider } from '../../theme/PlatformProvider/PlatformProvider';
import { AmountInput, type AmountValue } from './AmountInput';

// fr-FR groups thousands with a no-break space.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

let latest: AmountValue = '';

function Harness({ initial, min }: { initial: AmountValue; min?: number }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <>
      <AmountInput label="Objectif (€)" value={value} onChange={setValue} min={min} />
      <button type="button" onClick={() => setValue('')}>
        Vider
      </button>
    </>
  );
}

function renderAmount(initial: AmountValue = '', min?: number) {
  render(
    <PlatformProvider env="test">
      <Harness initial={initial} min={min} />
    </PlatformProvider>,
  );
  return { user: userEvent.setup(), field: screen.getByLabelText('Objectif (€)') };
}

describe('AmountInput', () => {
  it('is a text field with the decimal keypad, showing the amount in fr-FR', () => {
    const { field } = renderAmount(1500.5);
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveValue(nb('1 500,50'));
  });

  it.each([
    ['12,50', 12.5],
    ['12.50', 12.5],
    ['1 500', 1500],
    ['1500,5', 1500.5],
  ])('reads "%s" as %s euros and keeps the text as typed', async (typed, amount) => {
    const { user, field } = renderAmount();
    await user.type(field, typed);
    expect(field).toHaveValue(typed);
    expect(latest).toBe(amount);
  });

  it('does not take letters, a minus sign, a second comma or a third decimal', async () => {
    const { user, field } = renderAmount();
    await user.type(field, '-1a2€,3,45');
    expect(field).toHaveValue('12,34');
    expect(latest).toBe(12.34);
  });

  it('writes the amount back in fr-FR when the field is left', async () => {
    const { user, field } = renderAmount();
    await user.type(field, '2500.5');
    await user.tab();
    expect(field).toHaveValue(nb('2 500,50'));
    expect(latest).toBe(2500.5);
  });

  it('gives an empty amount when the field is emptied, and follows a value set from outside', async () => {
    const { user, field } = renderAmount(20);
    await user.clear(field);
    expect(latest).toBe('');
    await user.type(field, '35');
    await user.click(screen.getByRole('button', { name: 'Vider' }));
    expect(field).toHaveValue('');
  });

  it('raises an amount under the minimum to it when the field is left', async () => {
    const { user, field } = renderAmount(0, 1);
    await user.type(field, '{Backspace}0,5');
    expect(latest).toBe(0.5);
    await user.tab();
    expect(field).toHaveValue('1');
    expect(latest).toBe(1);
  });

  it('steps by one euro with the arrow keys, never under the minimum', async () => {
    const { user, field } = renderAmount(10, 1);
    await user.click(field);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveValue('12');
    expect(latest).toBe(12);
    await user.clear(field);
    await user.keyboard('{ArrowDown}');
    expect(latest).toBe(1);
  });
});
