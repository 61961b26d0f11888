import { cents, formatNZD } from '@cleaver/domain/money';
import { AGEING_BUCKETS, AGEING_LABELS, type AgeingBucket } from '@cleaver/domain/receivables';
import Box from '@mui/material/Box';

type AgeingFiguresProps = {
  /** Names the strip for a screen reader, e.g. 'Totals'. */
  label: string;
  balance: number;
  ageing: Readonly<Record<AgeingBucket, number>>;
};

/** Balance, then what is current and how much is 1–30 to 90+ days overdue, in a strip that wraps on a phone. */
export function AgeingFigures({ label, balance, ageing }: AgeingFiguresProps) {
  const figures = [
    { key: 'balance', label: 'Balance', amount: balance, overdue: false },
    ...AGEING_BUCKETS.map((bucket) => ({
      key: bucket,
      label: AGEING_LABELS[bucket],
      amount: ageing[bucket],
      overdue: bucket !== 'current',
    })),
  ];
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(6, minmax(0, 1fr))',
        },
        gap: 1,
      }}
    >
      {figures.map((figure) => (
        <Box
          key={figure.key}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}
        >
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
            {figure.label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              fontWeight: 700,
              fontSize: '1.0625rem',
              fontVariantNumeric: 'tabular-nums',
              // An overdue bucket with money in it is what staff chase: the theme's error colour, light or dark.
              color: figure.overdue && figure.amount > 0 ? 'error.main' : 'text.primary',
            }}
          >
            {formatNZD(cents(figure.amount))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
