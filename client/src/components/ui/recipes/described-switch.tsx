import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type Ref, useId } from 'react';
import { Switch } from './switch';

interface DescribedSwitchProps {
  label: string;
  /** Said under the label, and read with the switch (aria-describedby). */
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  size?: 'md' | 'lg';
  /** A form's field: its input's ref, name and blur. */
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  onBlur?: () => void;
  'data-testid'?: string;
}

/** A switch with its label and, under it, what it does: the control at the top left of the text. */
export function DescribedSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  size = 'md',
  inputRef,
  name,
  onBlur,
  'data-testid': testId,
}: DescribedSwitchProps) {
  const descriptionId = useId();
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      disabled={disabled}
      name={name}
      colorPalette="brand"
      size={size}
      alignItems="flex-start"
      gap="3"
      data-testid={testId}
    >
      <Switch.HiddenInput ref={inputRef} role="switch" onBlur={onBlur} aria-describedby={descriptionId} />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
      <Stack gap="0.5">
        <Switch.Label fontWeight={size === 'lg' ? 'semibold' : 'medium'}>{label}</Switch.Label>
        <Text id={descriptionId} fontSize={size === 'lg' ? 'sm' : 'xs'} color="fg.muted">
          {description}
        </Text>
      </Stack>
    </Switch.Root>
  );
}
