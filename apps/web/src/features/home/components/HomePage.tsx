import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TopSellers } from './TopSellers';

interface HomePageProps {
  brand: string;
  /** The business's introduction from settings; undefined while loading. */
  intro: string | undefined;
}

export function HomePage({ brand, intro }: HomePageProps) {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-heading"
        sx={(theme) => ({
          mb: { xs: 4, sm: 6 },
          p: { xs: 3, sm: 5 },
          borderRadius: 2,
          color: theme.vars.palette.primary.contrastText,
          background: `linear-gradient(135deg, ${theme.vars.palette.primary.main} 0%, ${theme.vars.palette.primary.light} 100%)`,
          ...theme.applyStyles('dark', {
            background: `linear-gradient(135deg, ${theme.vars.palette.primary.main} 0%, ${theme.vars.palette.primary.dark} 100%)`,
          }),
        })}
      >
        <Typography id="home-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: '1.75rem', sm: '2.5rem' } }}>
          {brand}
        </Typography>
        {intro === undefined ? (
          <Box aria-hidden sx={{ maxWidth: 640, mb: 3 }}>
            <Skeleton sx={{ bgcolor: 'rgba(255,255,255,0.3)' }} />
            <Skeleton sx={{ bgcolor: 'rgba(255,255,255,0.3)' }} width="80%" />
          </Box>
        ) : (
          <Typography sx={{ maxWidth: 640, mb: 3, fontSize: '1.125rem', whiteSpace: 'pre-line' }}>
            {intro}
          </Typography>
        )}
        <Button
          component={RouterLink}
          to="/order"
          variant="contained"
          size="large"
          startIcon={<ShoppingBasket />}
          sx={(theme) => ({
            bgcolor: 'grey.900',
            color: 'common.white',
            fontWeight: 700,
            '&:hover': { bgcolor: 'common.black' },
            ...theme.applyStyles('dark', {
              bgcolor: 'common.white',
              color: 'grey.900',
              '&:hover': { bgcolor: 'grey.200' },
            }),
          })}
        >
          Order now
        </Button>
      </Box>
      <TopSellers />
    </>
  );
}
