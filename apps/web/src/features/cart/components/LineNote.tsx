import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditNote from '@mui/icons-material/EditNote';
import NoteAdd from '@mui/icons-material/NoteAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { InputField } from '../../../components/InputField';
import { useSnackbar } from '../../../components/snackbar-context';
import { useDeleteProductNote } from '../api/delete-product-note';
import { useSetProductNote } from '../api/set-product-note';

/** A small text button's height (MUI): what an Add Note button takes up. */
const ADD_NOTE_HEIGHT = '30.75px';

/** Most characters a saved note may hold (the server's limit). */
const NOTE_MAX = 500;

interface LineNoteProps {
  productId: string;
  productName: string;
  /** The customer's saved note on this product; undefined while the notes load. */
  note: string | null | undefined;
  /** Notes apply but are still loading: the room of an Add Note button is kept empty meanwhile. */
  pending?: boolean;
}

/**
 * The customer's standing note on a product ("skin off, cut in 4"), kept on the server and sent with
 * every order of it: shown under the cart line, with add, edit and delete.
 */
export function LineNote({ productId, productName, note, pending = false }: LineNoteProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const setNote = useSetProductNote();
  const deleteNote = useDeleteProductNote();
  const showSnackbar = useSnackbar();
  const fieldId = `note-${productId}`;

  if (note === undefined) return pending ? <Box sx={{ mt: 1, height: ADD_NOTE_HEIGHT }} /> : null;

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    setNote.mutate(
      { productId, notes: draft.trim() },
      {
        onSuccess: () => setDraft(null),
        onError: () => showSnackbar('The note could not be saved. Please try again.', 'error'),
      },
    );
  };
  const handleDelete = () =>
    deleteNote.mutate(productId, {
      onError: () => showSnackbar('The note could not be deleted. Please try again.', 'error'),
    });

  if (draft !== null) {
    return (
      <Box component="form" onSubmit={handleSave} sx={{ mt: 1.5 }}>
        <InputField
          id={fieldId}
          label={`Note for ${productName}`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          size="small"
          autoFocus
          helperText={`Kept for your next orders of this product too. ${draft.length}/${NOTE_MAX}`}
          inputProps={{ maxLength: NOTE_MAX }}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button type="submit" variant="contained" size="small" loading={setNote.isPending}>
            Save Note
          </Button>
          <Button size="small" onClick={() => setDraft(null)} disabled={setNote.isPending}>
            Cancel
          </Button>
        </Box>
      </Box>
    );
  }

  if (!note) {
    return (
      <Button
        size="small"
        startIcon={<NoteAdd />}
        onClick={() => setDraft('')}
        aria-label={`Add note for ${productName}`}
        sx={{ mt: 1, alignSelf: 'flex-start' }}
      >
        Add Note
      </Button>
    );
  }

  return (
    <Box
      sx={{
        mt: 1.5,
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        pl: 1.5,
        py: 0.5,
      }}
    >
      <Typography
        variant="body2"
        sx={{ flex: 1, py: 0.75, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        <Box component="span" sx={{ fontWeight: 700 }}>
          Note:{' '}
        </Box>
        {note}
      </Typography>
      <IconButton size="small" aria-label={`Edit note for ${productName}`} onClick={() => setDraft(note)}>
        <EditNote fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Delete note for ${productName}`}
        onClick={handleDelete}
        disabled={deleteNote.isPending}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
