import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { InputField, type InputFieldProps } from './InputField';

/**
 * A password text field with a button that shows or hides what was typed. An InputField, not a TextField: the sign-in
 * page is a phone's first screen as often as any (decision 040).
 */
export function PasswordField(props: Omit<InputFieldProps, 'type' | 'endAdornment'>) {
  const [shown, setShown] = useState(false);
  return (
    <InputField
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={shown ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
            onClick={() => setShown((isShown) => !isShown)}
            edge="end"
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
