import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { catalogueHref } from '../../../lib/store-links';

const TOP_SELLERS = ['Chicken', 'Pork', 'Beef', 'Lamb'] as const;

// Category photos are made by the seed at 480×360; width and height stop the layout jumping.
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 360;

export function TopSellers() {
  return (
    <section aria-labelledby="top-sellers-heading">
      <Typography id="top-sellers-heading" variant="h2" sx={{ mb: 2 }}>
        Top Sellers
      </Typography>
      <Grid container spacing={{ xs: 1.5, sm: 2 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {TOP_SELLERS.map((name) => (
          <Grid key={name} size={{ xs: 6, md: 3 }} component="li">
            <Card
              variant="outlined"
              sx={(theme) => ({
                height: '100%',
                // The card clips its corners, so the focus ring goes round the card, not the link inside.
                '&:has(a:focus-visible)': {
                  outline: `3px solid ${theme.vars.palette.accentText}`,
                  outlineOffset: '2px',
                },
                '& a:focus-visible': { outline: 'none' },
              })}
            >
              <CardActionArea
                component={RouterLink}
                to={catalogueHref({ category: name })}
                aria-label={`Order ${name}`}
              >
                <img
                  src={`/images/categories/${name.toLowerCase()}.webp`}
                  alt={`${name} cuts`}
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  decoding="async"
                  style={{
                    display: 'block',
                    width: '100%',
                    height: 'auto',
                    aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`,
                    objectFit: 'cover',
                  }}
                />
                <Typography
                  component="span"
                  sx={{ display: 'block', px: 2, py: 1.5, fontWeight: 700, fontSize: '1.125rem' }}
                >
                  {name}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
