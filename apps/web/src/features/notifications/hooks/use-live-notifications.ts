import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar-context';
import { listNotificationsQueryKey } from '../api/list-notifications';
import { useNotificationCreated } from '../api/notification-created';

/**
 * Keeps the Notification Center current while the back office is open, and shows each notice that
 * arrives as a 2.5 s message. A staff member's own changes are not repeated: their screen said so already.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  useNotificationCreated((notice) => {
    void queryClient.invalidateQueries({ queryKey: listNotificationsQueryKey });
    if (notice && !notice.mine) showSnackbar(notice.message, 'info');
  });
}
