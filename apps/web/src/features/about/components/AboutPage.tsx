import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Paragraphs } from '../../../components/Paragraphs';

/** About Us: the business's own words, kept in settings. */
export function AboutPage({ about }: { about: string | undefined }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        About Us
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {about === undefined ? (
          <div aria-hidden>
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </div>
        ) : (
          <Paragraphs text={about} sx={{ maxWidth: '70ch', fontSize: '1.0625rem', lineHeight: 1.7 }} />
        )}
      </Paper>
    </>
  );
}
