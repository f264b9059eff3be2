import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { useEffect, useEffectEvent, useState } from 'react';
import { SearchIcon } from './icons';

/** Spec section 5: searches wait 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The search the list shows now (from the address bar). */
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder?: string;
}

/**
 * A search box that asks the server once typing pauses. A search changed from outside (the back
 * button) shows up in the box; the box's own search coming back does not overwrite newer typing.
 */
export function SearchInput({ value, onSearch, label, placeholder }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }

  const search = useEffectEvent((next: string) => {
    setSent(next);
    onSearch(next);
  });

  useEffect(() => {
    const next = text.trim();
    if (next === sent) return;
    const timer = setTimeout(() => search(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent]);

  return (
    <Field.Root flex="1" minW={{ base: 'full', sm: '64' }} maxW={{ sm: 'md' }}>
      <Field.Label srOnly>{label}</Field.Label>
      <InputGroup startElement={<SearchIcon aria-hidden="true" />}>
        <Input
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={placeholder ?? label}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
        />
      </InputGroup>
    </Field.Root>
  );
}
