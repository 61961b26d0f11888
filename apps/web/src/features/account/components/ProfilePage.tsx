import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { usePhoneLayout } from '../../../lib/phone-layout';
import { useMyAccount } from '../api/my-account';
import { AccountDetailsTab } from './AccountDetailsTab';
import { AccountTab } from './AccountTab';
import { ChangePasswordTab } from './ChangePasswordTab';
import { PreferencesTab, type ThemeControl } from './PreferencesTab';
import { StandingOrdersTab } from './StandingOrdersTab';

const TABS = [
  { key: 'details', label: 'Account Details' },
  { key: 'account', label: 'Account' },
  { key: 'password', label: 'Change Password' },
  { key: 'preferences', label: 'Preferences' },
  { key: 'standing', label: 'Standing Orders' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

function isTabKey(value: string | null): value is TabKey {
  return TABS.some((tab) => tab.key === value);
}

/**
 * Settings / My Account (/profile): the customer's details, their account (balance, what is due, payments),
 * password, preferences and standing orders, one tab each.
 */
export function ProfilePage({ theme }: { theme: ThemeControl }) {
  const account = useMyAccount();
  const phone = usePhoneLayout();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current: TabKey = isTabKey(requested) ? requested : 'details';

  const handleTabChange = (_event: unknown, tab: TabKey) =>
    setSearchParams(tab === 'details' ? {} : { tab }, { replace: true });

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        My Account
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={current}
          onChange={handleTabChange}
          // Five tabs do not fit a phone's width: there they scroll sideways instead of squeezing their labels.
          variant={phone ? 'scrollable' : 'fullWidth'}
          scrollButtons={phone ? 'auto' : false}
          allowScrollButtonsMobile
          // The brand green is too light for text on white; the indicator carries the colour.
          textColor="inherit"
          aria-label="My Account"
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            // Narrower padding and type on a phone, so more of the tabs show at once.
            '& .MuiTab-root': {
              opacity: 1,
              color: 'text.secondary',
              minWidth: 0,
              px: { xs: 1.5, sm: 2 },
              fontSize: { xs: '0.8125rem', sm: '0.875rem' },
            },
            '& .MuiTab-root.Mui-selected': { color: 'text.primary', fontWeight: 700 },
          }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`profile-tab-${tab.key}`}
              aria-controls={`profile-panel-${tab.key}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`profile-panel-${current}`}
          aria-labelledby={`profile-tab-${current}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {current === 'password' ? (
            <ChangePasswordTab />
          ) : current === 'account' ? (
            <AccountTab />
          ) : current === 'standing' ? (
            <StandingOrdersTab />
          ) : account.isPending ? (
            <PageLoader label="Loading your account" />
          ) : account.isError ? (
            <LoadError message="We could not load your account." onRetry={() => void account.refetch()} />
          ) : current === 'details' ? (
            <AccountDetailsTab account={account.data} />
          ) : (
            <PreferencesTab account={account.data} theme={theme} />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
