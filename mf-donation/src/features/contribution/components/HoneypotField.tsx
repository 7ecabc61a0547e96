import type { ChangeEvent } from 'react';

/**
 * The honeypot of the card-testing defence: an input a robot fills and a person never meets.
 * Off screen (not display:none, which robots skip), out of the tab order, hidden from screen
 * readers, never filled by the browser's autofill. Named like a field robots like to fill.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange}
        data-testid="honeypot"
      />
    </div>
  );
}
