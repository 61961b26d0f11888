import { DriverRunsPage } from '../../features/driver-runs/components/DriverRunsPage';
import { DriverLayout } from '../layouts/DriverLayout';

/**
 * /driver, inside RequireDriver: the driver's deliveries in their own frame. AppRoutes loads this module when it
 * is opened, so neither the page nor its frame is in the storefront's download.
 */
export function DriverRoute() {
  return (
    <DriverLayout>
      <DriverRunsPage />
    </DriverLayout>
  );
}
