import { formatDate } from '@cleaver/domain/dates';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { XeroContactMatch } from '../../../gql/graphql';
import {
  useRetryXeroPush,
  useSetXeroMapping,
  useXeroContactPreview,
  useXeroMapping,
  useXeroPushProblems,
  type XeroMappingInput,
} from '../api/xero-pushes';

const MATCHES: Array<{ value: XeroContactMatch; label: string }> = [
  { value: 'NUMBER_THEN_NAME', label: 'By account number (customer code), else by name, else create' },
  { value: 'NUMBER_ONLY', label: 'By account number (customer code), else create' },
  { value: 'ALWAYS_CREATE', label: 'Always create a new contact' },
];

const MATCH_WORDS = {
  LINKED: 'Linked',
  ACCOUNT_NUMBER: 'Existing contact, by account number',
  NAME: 'Existing contact, by name',
  CREATE: 'New contact',
} as const;

/** While Xero is connected: how documents are booked (set once), the contact preview, and what Xero refused. */
export function XeroPushSettings() {
  const mappingTitle = useId();
  const problemsTitle = useId();
  const mapping = useXeroMapping();
  const save = useSetXeroMapping();
  const problems = useXeroPushProblems();
  const retry = useRetryXeroPush();
  const [form, setForm] = useState<XeroMappingInput | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const preview = useXeroContactPreview(previewing);

  useEffect(() => {
    if (mapping.data && !form) {
      const { salesAccountCode, freightAccountCode, cuttingAccountCode, taxType, contactMatch } =
        mapping.data;
      setForm({ salesAccountCode, freightAccountCode, cuttingAccountCode, taxType, contactMatch });
    }
  }, [mapping.data, form]);

  const field = (name: keyof Omit<XeroMappingInput, 'contactMatch'>, label: string) => (
    <TextField
      label={label}
      value={form?.[name] ?? ''}
      onChange={(event) => form && setForm({ ...form, [name]: event.target.value })}
      required
      size="small"
      sx={{ flex: '1 1 140px' }}
    />
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={mappingTitle} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        Accounts in Xero
      </Typography>
      {form ? (
        <Box
          component="form"
          aria-labelledby={mappingTitle}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(form);
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            {field('salesAccountCode', 'Sales account code')}
            {field('freightAccountCode', 'Freight account code')}
            {field('cuttingAccountCode', 'Cutting account code')}
            {field('taxType', 'Tax type (15% GST on income)')}
          </Box>
          <TextField
            select
            label="Match customers to Xero contacts"
            value={form.contactMatch}
            onChange={(event) => setForm({ ...form, contactMatch: event.target.value as XeroContactMatch })}
            fullWidth
            size="small"
            sx={{ mb: 1 }}
          >
            {MATCHES.map((match) => (
              <MenuItem key={match.value} value={match.value}>
                {match.label}
              </MenuItem>
            ))}
          </TextField>
          {save.isError ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {save.error.message}
            </Alert>
          ) : save.isSuccess ? (
            <Alert severity="success" sx={{ mb: 1 }}>
              Saved.
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={save.isPending}>
              Save accounts
            </Button>
            <Button variant="outlined" onClick={() => setPreviewing(true)}>
              Preview contact matches
            </Button>
          </Box>
        </Box>
      ) : (
        <Typography>{mapping.isError ? 'The accounts could not be loaded.' : 'Loading…'}</Typography>
      )}
      {previewing ? (
        preview.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {preview.error.message}
          </Alert>
        ) : !preview.data ? (
          <Typography sx={{ mt: 1 }}>Reading Xero’s contacts…</Typography>
        ) : (
          // Focusable, so the list scrolls from the keyboard too.
          <List dense aria-label="Contact matches" tabIndex={0} sx={{ maxHeight: 240, overflow: 'auto' }}>
            {preview.data.map((row) => (
              <ListItem key={row.customerId} disableGutters>
                {row.name} ({row.code}): {MATCH_WORDS[row.match]}
                {row.contactName ? ` — ${row.contactName}` : ''}
              </ListItem>
            ))}
          </List>
        )
      ) : null}

      <Typography id={problemsTitle} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 2, mb: 1 }}>
        Refused by Xero
      </Typography>
      {problems.data && problems.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Nothing: Xero took everything sent.</Typography>
      ) : (
        <List aria-labelledby={problemsTitle} dense>
          {problems.data?.map((problem) => (
            <ListItem
              key={`${problem.kind}:${problem.localId}`}
              disableGutters
              sx={{ display: 'block' }}
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => retry.mutate({ kind: problem.kind, localId: problem.localId })}
                  loading={retry.isPending && retry.variables?.localId === problem.localId}
                  aria-label={`Retry ${problem.document}`}
                >
                  Retry
                </Button>
              }
            >
              <Typography sx={{ fontWeight: 600, pr: 8 }}>{problem.document}</Typography>
              <Typography variant="body2" sx={{ pr: 8 }}>
                {problem.error}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Tried {problem.attempts} {problem.attempts === 1 ? 'time' : 'times'}
                {problem.attemptedAt ? `, last on ${formatDate(problem.attemptedAt)}` : ''}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {retry.isError ? <Alert severity="error">{retry.error.message}</Alert> : null}
    </Box>
  );
}
