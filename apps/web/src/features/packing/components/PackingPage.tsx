import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { usePackingBoard } from '../api/packing-board';
import { useLivePacking } from '../api/packing-order-changed';
import { usePickList } from '../api/pick-list';
import { PackingBoardView } from './PackingBoardView';
import { PackingDateField } from './PackingDateField';
import { PickListView } from './PickListView';

type View = 'board' | 'pick-list';

/**
 * Packing (/Admin/Packing), the built-in production system on a tablet at the bench: the orders of a
 * processing date (the next one until staff choose another) with a packed weight to type for each line, and
 * the date's pick list. The date and the tab live in the URL; changes made anywhere show at once.
 */
export function PackingPage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('date');
  const view: View = params.get('view') === 'pick-list' ? 'pick-list' : 'board';
  const board = usePackingBoard(chosen);
  const pickList = usePickList(chosen, view === 'pick-list');
  useLivePacking();
  // Without a chosen date the server says which date is next; the pick list asks for that same one.
  const date = chosen ?? board.data?.processingDate ?? '';
  const shown = view === 'board' ? board : pickList;

  const update = (next: { date?: string; view?: View }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.date !== undefined) updated.set('date', next.date);
        if (next.view !== undefined) {
          if (next.view === 'board') updated.delete('view');
          else updated.set('view', next.view);
        }
        return updated;
      },
      { replace: true },
    );

  const packedCount = board.data?.orders.filter((order) => order.status === 'PACKED').length ?? 0;
  const orderCount = board.data?.orders.length ?? 0;

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
          <Typography variant="h1">Packing</Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {board.data && view === 'board' ? `${packedCount} of ${orderCount} packed` : ''}
          </Typography>
        </Box>
        <PackingDateField date={date} onChange={(next) => update({ date: next })} />
      </Box>
      <Tabs
        value={view}
        onChange={(_event, next: View) => update({ view: next, date: date || undefined })}
        aria-label="Packing views"
        // The palette's green fails contrast as text; the theme's accent text colour reads at AA on both themes.
        sx={{
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minHeight: 48 },
          '& .MuiTab-root.Mui-selected': { color: 'accentText' },
          '& .MuiTabs-indicator': { bgcolor: 'accentText' },
        }}
      >
        <Tab label="Board" value="board" id="packing-tab-board" aria-controls="packing-panel" />
        <Tab label="Pick list" value="pick-list" id="packing-tab-pick-list" aria-controls="packing-panel" />
      </Tabs>
      <Box id="packing-panel" role="tabpanel" aria-labelledby={`packing-tab-${view}`}>
        <Box sx={{ height: 4, mb: 1 }}>{shown.isFetching && shown.data ? <LinearProgress /> : null}</Box>
        {shown.isError && !shown.data ? (
          <LoadError
            message={
              view === 'board'
                ? 'The packing board could not be loaded.'
                : 'The pick list could not be loaded.'
            }
            onRetry={() => void shown.refetch()}
          />
        ) : view === 'board' ? (
          <PackingBoardView board={board.data} />
        ) : (
          <PickListView pickList={pickList.data} />
        )}
      </Box>
    </Box>
  );
}
