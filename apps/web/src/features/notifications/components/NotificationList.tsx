import { formatLongDateTime } from '@cleaver/domain/dates';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Notice } from '../api/list-notifications';

interface NotificationListProps {
  notices: readonly Notice[];
  onOpenOrder: (orderId: string) => void;
}

/** The notices, newest first: message, who, when. An order notice opens its order. */
export function NotificationList({ notices, onOpenOrder }: NotificationListProps) {
  if (notices.length === 0) {
    return <Typography sx={{ px: 2, py: 3, color: 'text.secondary' }}>No notifications yet.</Typography>;
  }
  return (
    <List dense disablePadding aria-label="Notifications, newest first">
      {notices.map((notice) => {
        const text = (
          <ListItemText
            primary={notice.message}
            secondary={
              <>
                <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
                  {notice.user}
                </Box>
                <Box component="time" dateTime={notice.notificationTime} sx={{ display: 'block' }}>
                  {formatLongDateTime(notice.notificationTime)}
                </Box>
              </>
            }
            slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
          />
        );
        const { orderId } = notice;
        return (
          <ListItem key={notice.id} divider disablePadding>
            {orderId ? (
              <ListItemButton onClick={() => onOpenOrder(orderId)} sx={{ py: 1 }}>
                {text}
              </ListItemButton>
            ) : (
              <Box sx={{ px: 2, py: 1, width: '100%' }}>{text}</Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
