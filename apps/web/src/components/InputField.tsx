import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';
import { useId } from 'react';

export type InputFieldProps = Omit<
  OutlinedInputProps,
  'label' | 'notched' | 'size' | 'fullWidth' | 'error' | 'ref' | 'inputRef'
> & {
  label: string;
  /** The text input itself (what react-hook-form's `register` hands on). */
  ref?: Ref<HTMLInputElement>;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  error?: boolean;
};

/**
 * An outlined text field, drawn as MUI's TextField draws one (label, outlined input, helper text, tied together by
 * ids) but without TextField's select mode: TextField imports MUI's Select, and with it the menu, popover, modal and
 * transitions, which a storefront page whose only fields are text would load and run before its first render
 * (decision 040). Found by its label, as any TextField; `ref` is the input.
 */
export function InputField({
  label,
  helperText,
  size,
  fullWidth,
  error,
  id: idOverride,
  ref,
  disabled,
  required,
  ...input
}: InputFieldProps) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      size={size}
      fullWidth={fullWidth}
      error={error}
      disabled={disabled}
      required={required}
      variant="outlined"
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} inputRef={ref} id={id} label={label} aria-describedby={helperTextId} />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
