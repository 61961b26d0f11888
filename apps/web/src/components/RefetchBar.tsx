import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/**
 * A thin progress bar above a list while it fetches again with its rows on screen (the next page, a search, a live
 * change). Above a Data Grid rather than the grid's own loading overlay: the overlay puts a progress bar inside the
 * grid, where only rows may be (axe: aria-required-children), and a screen reader then meets a broken grid. It keeps
 * its 4 px when idle, so the list does not move.
 */
export function RefetchBar({ show }: { show: boolean }) {
  return <Box sx={{ height: 4 }}>{show ? <LinearProgress /> : null}</Box>;
}
