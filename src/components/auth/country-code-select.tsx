import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import type { components } from '../../../openapi/runtime/generated/openapi';
import './auth-form.css';

type Country = components['schemas']['Country'];

/** The dropdown closes this long after focus leaves it (section 9), so a click on an option lands. */
export const countryDropdownCloseDelayMs = 200;

export interface CountryCodeSelectProps {
  countries: readonly Country[];
  value: string;
  onChange(dialingCode: string): void;
  /** Accessible name of the button, e.g. "Country code". */
  label: string;
  disabled?: boolean;
}

/** The country dialing-code dropdown in front of a mobile number (Radix menu: keys, focus, Escape). */
export function CountryCodeSelect({
  countries,
  value,
  onChange,
  label,
  disabled,
}: CountryCodeSelectProps) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);
  const selected = countries.find((c) => c.countryDialingCode === value);

  return (
    <DropdownMenu.Root
      open={open}
      modal={false}
      onOpenChange={(next) => {
        cancelClose();
        setOpen(next);
      }}
    >
      <DropdownMenu.Trigger
        className="country-select__trigger"
        aria-label={`${label}: ${value}${selected ? ` ${selected.name}` : ''}`}
        disabled={disabled}
      >
        {value}
        <span aria-hidden="true"> ▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="country-select__content"
          align="start"
          sideOffset={4}
          aria-label={label}
          onFocus={cancelClose}
          onFocusOutside={(event) => {
            event.preventDefault();
            cancelClose();
            closeTimer.current = setTimeout(() => setOpen(false), countryDropdownCloseDelayMs);
          }}
        >
          <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
            {countries.map((country) => (
              <DropdownMenu.RadioItem
                key={country.countryCode}
                value={country.countryDialingCode}
                className="country-select__item"
              >
                <span className="country-select__code">{country.countryDialingCode}</span>
                <span>{country.name}</span>
                <DropdownMenu.ItemIndicator className="country-select__check">
                  ✓
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
