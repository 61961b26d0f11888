import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Backup from '@mui/icons-material/Backup';
import LocalShipping from '@mui/icons-material/LocalShipping';
import LockReset from '@mui/icons-material/LockReset';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';

export type SettingsView =
  | 'menu'
  | 'account'
  | 'password'
  | 'admins'
  | 'addAdmin'
  | 'drivers'
  | 'variables'
  | 'resetPassword'
  | 'invoicing'
  | 'backups';

const TILES: ReadonlyArray<{ view: SettingsView; title: string; text: string; Icon: SvgIconComponent }> = [
  { view: 'account', title: 'My Account', text: 'Your name, email and password', Icon: AccountCircle },
  { view: 'admins', title: 'Other Admins', text: 'Add and remove staff accounts', Icon: SupervisorAccount },
  { view: 'drivers', title: 'Drivers', text: 'Add and remove the drivers’ accounts', Icon: LocalShipping },
  {
    view: 'variables',
    title: 'Setting Variables',
    text: 'Freight, order cutoff time, delivery zones and closed days',
    Icon: Tune,
  },
  {
    view: 'resetPassword',
    title: 'Reset Customer Password',
    text: 'Give a customer a temporary password',
    Icon: LockReset,
  },
  { view: 'invoicing', title: 'Invoicing', text: 'GST number, invoice address and Xero', Icon: ReceiptLong },
  { view: 'backups', title: 'Backups', text: 'The nightly backup and how it went', Icon: Backup },
];

/** The settings menu: seven tiles, two a row (one on narrow phones). */
export function SettingsMenu({ onOpen }: { onOpen: (view: SettingsView) => void }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {TILES.map(({ view, title, text, Icon }) => (
        <li key={view}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              onClick={() => onOpen(view)}
              sx={{
                height: '100%',
                p: 2,
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                justifyContent: 'flex-start',
              }}
            >
              <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
              <Box>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {title}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {text}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
