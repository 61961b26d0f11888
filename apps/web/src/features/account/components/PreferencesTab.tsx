import { MESSAGES } from '@cleaver/domain/messages';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/snackbar-context';
import type { MyAccount } from '../api/my-account';
import { useUpdateMyAccount } from '../api/update-my-account';
import { CutoffReminderSettings } from './CutoffReminderSettings';

/** The theme in force and a way to choose one; the app owns where the choice is kept. */
export interface ThemeControl {
  mode: 'light' | 'dark';
  onChange: (mode: 'light' | 'dark') => void;
}

/** Preferences: the theme on this device, whether order confirmations are emailed, and the cutoff reminder. */
export function PreferencesTab({ account, theme }: { account: MyAccount; theme: ThemeControl }) {
  const showSnackbar = useSnackbar();
  const updateAccount = useUpdateMyAccount();
  // Shows the choice at once; the server's answer replaces it, a failure puts the old one back.
  const confirmationEmails = updateAccount.isPending
    ? (updateAccount.variables.orderConfirmationEmails ?? account.orderConfirmationEmails)
    : account.orderConfirmationEmails;

  const handleConfirmationEmails = (enabled: boolean) => {
    if (updateAccount.isPending) return;
    updateAccount.mutate(
      { orderConfirmationEmails: enabled },
      {
        onSuccess: () => showSnackbar(MESSAGES.detailsUpdated, 'success'),
        onError: () => showSnackbar(MESSAGES.detailsUpdateFailed, 'error'),
      },
    );
  };

  return (
    <Stack spacing={4}>
      <FormControl>
        <FormLabel id="preferences-theme">Theme</FormLabel>
        <RadioGroup
          row
          aria-labelledby="preferences-theme"
          value={theme.mode}
          onChange={(event) => theme.onChange(event.target.value === 'dark' ? 'dark' : 'light')}
        >
          <FormControlLabel value="light" control={<Radio />} label="Light" />
          <FormControlLabel value="dark" control={<Radio />} label="Dark" />
        </RadioGroup>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Kept on this device.
        </Typography>
      </FormControl>
      <FormControl>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          Emails
        </FormLabel>
        <FormControlLabel
          control={
            <Switch
              checked={confirmationEmails}
              onChange={(event) => handleConfirmationEmails(event.target.checked)}
            />
          }
          label="Email me a confirmation of each order I place"
        />
      </FormControl>
      <CutoffReminderSettings />
    </Stack>
  );
}
