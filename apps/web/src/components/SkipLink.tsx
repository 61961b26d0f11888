import Link from '@mui/material/Link';

/** The first tab stop on every page: jumps past the header and menus to the page's main content. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 4,
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
