import { MESSAGES } from '@cleaver/domain/messages';
import { accountDetailsSchema, accountUpdateSchema } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/PasswordField';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import type { MyAccount } from '../api/my-account';
import { useUpdateMyAccount } from '../api/update-my-account';

function addressLines(address: MyAccount['address']): string {
  const cityLine = [address.city, address.postalCode].filter(Boolean).join(' ');
  return [address.addr1, address.addr2, address.addr3, cityLine].filter(Boolean).join('\n');
}

/** Whether the typed email is another sign-in email than the saved one; case and spaces do not count. */
function isEmailChange(typed: string, saved: string): boolean {
  return typed.trim().toLowerCase() !== saved.toLowerCase();
}

/** Phone and email, with the current password the server asks for when the email changes. */
function detailsFormSchema(savedEmail: string) {
  return accountDetailsSchema
    .extend({ currentPassword: accountUpdateSchema.shape.currentPassword.unwrap() })
    .refine((form) => !isEmailChange(form.email, savedEmail) || form.currentPassword !== '', {
      message: MESSAGES.currentPasswordForEmail,
      path: ['currentPassword'],
    });
}

/**
 * Account Details: business name, contact person and address are shown read-only (staff keep them);
 * phone and email become fields in edit mode, where Save and Cancel appear. Changing the email asks for
 * the current password, so a session left open cannot hand the account to someone else.
 */
export function AccountDetailsTab({ account }: { account: MyAccount }) {
  const showSnackbar = useSnackbar();
  const updateAccount = useUpdateMyAccount();
  const [editing, setEditing] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    resetField,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(detailsFormSchema(account.email)),
    values: { phone: account.phone, email: account.email, currentPassword: '' },
  });
  const typedEmail = useWatch({ control, name: 'email' });
  const changingEmail = editing && isEmailChange(typedEmail, account.email);

  const handleCancel = () => {
    reset({ phone: account.phone, email: account.email, currentPassword: '' });
    setEditing(false);
  };

  const handleValid = handleSubmit(
    (form) => {
      const changes = {
        ...(form.phone !== account.phone ? { phone: form.phone } : {}),
        ...(isEmailChange(form.email, account.email)
          ? { email: form.email, currentPassword: form.currentPassword }
          : {}),
      };
      if (Object.keys(changes).length === 0) {
        setEditing(false);
        return;
      }
      updateAccount.mutate(changes, {
        onSuccess: () => {
          resetField('currentPassword');
          setEditing(false);
          showSnackbar(MESSAGES.detailsUpdated, 'success');
        },
        onError: (error) => {
          if (error instanceof GraphQLRequestError && error.code === 'EMAIL_TAKEN') {
            setError('email', { message: MESSAGES.emailTaken });
            showSnackbar(MESSAGES.emailTaken, 'error');
            return;
          }
          if (error instanceof GraphQLRequestError && isPasswordRefusal(error)) {
            setError('currentPassword', { message: error.message });
            showSnackbar(error.message, 'error');
            return;
          }
          showSnackbar(MESSAGES.detailsUpdateFailed, 'error');
        },
      });
    },
    () => showSnackbar(MESSAGES.detailsUpdateFailed, 'error'),
  );

  return (
    <Stack component="form" noValidate onSubmit={handleValid} spacing={2.5} aria-label="Account Details">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.5, sm: 2 },
          '& dt': { color: 'text.secondary', fontWeight: 600 },
          '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
        }}
      >
        <dt>Business Name</dt>
        <dd>{account.businessName}</dd>
        <dt>Contact Person</dt>
        <dd>{account.contactPerson}</dd>
        {editing ? null : (
          <>
            <dt>Phone</dt>
            <dd>{account.phone}</dd>
            <dt>Email</dt>
            <dd>{account.email}</dd>
          </>
        )}
        <dt>Business Address</dt>
        <dd>{addressLines(account.address)}</dd>
      </Box>
      {editing ? (
        <>
          <TextField
            {...register('phone')}
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            autoFocus
            fullWidth
            error={Boolean(errors.phone)}
            helperText={errors.phone?.message}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <TextField
            {...register('email')}
            label="Email"
            type="email"
            autoComplete="email"
            required
            fullWidth
            error={Boolean(errors.email)}
            helperText={errors.email?.message ?? 'You will sign in with this email.'}
            slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
          />
          {changingEmail ? (
            <PasswordField
              {...register('currentPassword')}
              label="Current password"
              autoComplete="current-password"
              fullWidth
              error={Boolean(errors.currentPassword)}
              helperText={errors.currentPassword?.message ?? MESSAGES.currentPasswordForEmailHelp}
              // Required without the asterisk, so the label reads exactly 'Current password'.
              inputProps={{ 'aria-required': true }}
            />
          ) : null}
        </>
      ) : null}
      <Alert severity="info" variant="outlined">
        If your business name, contact person or address change, please contact us and we will update them.
      </Alert>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
        {editing ? (
          <>
            <Button onClick={handleCancel} disabled={updateAccount.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={updateAccount.isPending}>
              Save
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setEditing(true)} aria-label="Edit phone and email">
            Edit
          </Button>
        )}
      </Box>
    </Stack>
  );
}

/** The server's refusals that are about the current password, shown under its field. */
function isPasswordRefusal(error: GraphQLRequestError): boolean {
  switch (error.code) {
    case 'OLD_PASSWORD_INCORRECT':
    case 'RATE_LIMITED':
      return true;
    case 'BAD_INPUT':
      return error.message === MESSAGES.currentPasswordForEmail;
    default:
      return false;
  }
}
