import { formatDateOnly } from '@cleaver/domain/dates';
import { cents, formatNZD } from '@cleaver/domain/money';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/LoadError';
import { useMyStatements } from '../api/my-statements';

/** The customer's monthly statements on their Account tab, newest first, each to download. Only their own. */
export function MyStatements() {
  const statements = useMyStatements();
  return (
    <Box component="section" aria-labelledby="account-statements-heading">
      <Typography id="account-statements-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Statements
      </Typography>
      {statements.isError ? (
        <LoadError message="We could not load your statements." onRetry={() => void statements.refetch()} />
      ) : statements.isPending ? null : statements.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Your monthly statements will be here once the first is sent.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {statements.data.map((statement) => (
            <Box
              component="li"
              key={statement.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{statement.periodLabel}</Typography>
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
                >
                  Dated {formatDateOnly(statement.statementDate)} · closing balance{' '}
                  {formatNZD(cents(statement.closingBalance))}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                size="small"
                href={statement.pdfUrl}
                target="_blank"
                rel="noopener"
                startIcon={<Download />}
              >
                Download statement for {statement.periodLabel}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
