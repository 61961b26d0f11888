import Typography, { type TypographyProps } from '@mui/material/Typography';

interface ParagraphsProps {
  /** Text from settings, where a line break starts a new paragraph. */
  text: string;
  sx?: TypographyProps['sx'];
}

/** Shows staff-written text as separate paragraphs, one per line. */
export function Paragraphs({ text, sx }: ParagraphsProps) {
  const paragraphs = text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.map((paragraph, index) => (
    // Paragraphs have no identity beyond their position in the text.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Typography key={index} sx={[{ '&:not(:last-child)': { mb: 2 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {paragraph}
    </Typography>
  ));
}
