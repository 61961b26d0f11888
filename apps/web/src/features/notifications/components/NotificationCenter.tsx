import Close from '@mui/icons-material/Close';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useListNotifications } from '../api/list-notifications';
import { NotificationList } from './NotificationList';

/** The bell in the back-office bar (a red dot while notices exist) and the card listing them. */
export function NotificationCenter() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notices = useListNotifications();
  const navigate = useNavigate();
  const titleId = useId();
  const open = anchor !== null;
  const count = notices.data?.length ?? 0;
  const handleClose = () => setAnchor(null);

  const handleOpenOrder = (orderId: string) => {
    handleClose();
    void navigate(`/admin/order/${orderId}`);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={count > 0 ? `Notifications (${count})` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge
          variant="dot"
          color="error"
          overlap="circular"
          invisible={count === 0}
          // A ring in the bar's colour keeps the red dot apart from the green behind it.
          sx={{ '& .MuiBadge-dot': { width: 10, height: 10, borderRadius: 5, boxShadow: '0 0 0 2px #fff' } }}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              width: 'min(420px, calc(100vw - 32px))',
              maxHeight: 'min(560px, calc(100dvh - 88px))',
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 2, pr: 1, py: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            Notifications
          </Typography>
          <IconButton aria-label="Close notifications" onClick={handleClose}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ overflowY: 'auto' }}>
          {notices.isPending ? (
            <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label="Loading notifications" />
            </Box>
          ) : notices.isError ? (
            <Box sx={{ px: 2 }}>
              <LoadError
                message="The notifications could not be loaded."
                onRetry={() => void notices.refetch()}
              />
            </Box>
          ) : (
            <NotificationList notices={notices.data} onOpenOrder={handleOpenOrder} />
          )}
        </Box>
      </Popover>
    </>
  );
}
