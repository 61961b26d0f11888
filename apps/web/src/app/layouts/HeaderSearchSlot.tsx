import Box from '@mui/material/Box';
import { HeaderSearch } from '../../features/search/components/HeaderSearch';
import { desktopUp, mobileOnly } from '../../lib/media';

/**
 * Where the product search bar goes: 'inline' in the header row from 800 px, 'bar' as a second header
 * row below 800 px (spec). Both are rendered and CSS shows one, so resizing never loses the layout.
 */
export function HeaderSearchSlot({ placement }: { placement: 'inline' | 'bar' }) {
  if (placement === 'inline') {
    return (
      <Box
        sx={{ display: 'none', [desktopUp]: { display: 'block', flex: '0 1 360px', minWidth: 120, ml: 1 } }}
      >
        <HeaderSearch />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'none', [mobileOnly]: { display: 'block', px: 2, pb: 1.25 } }}>
      <HeaderSearch />
    </Box>
  );
}
