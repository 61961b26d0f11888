import { MOBILE_BREAKPOINT } from '@cleaver/domain/constants';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { BackupSettingsView } from '../../backups/components/BackupSettingsView';
import { AddAdminView } from './AddAdminView';
import { ChangePasswordView } from './ChangePasswordView';
import { DriversView } from './DriversView';
import { InvoicingSettingsView } from './InvoicingSettingsView';
import { MyAccountView } from './MyAccountView';
import { OtherAdminsView } from './OtherAdminsView';
import { ResetCustomerPasswordView } from './ResetCustomerPasswordView';
import { SettingsMenu, type SettingsView } from './SettingsMenu';
import { SettingVariablesView } from './SettingVariablesView';

const TITLES: Record<SettingsView, string> = {
  menu: 'Settings',
  account: 'My Account',
  password: 'Change Password',
  admins: 'Other Admins',
  addAdmin: 'Add new admin',
  drivers: 'Drivers',
  variables: 'Setting Variables',
  resetPassword: 'Reset Customer Password',
  invoicing: 'Invoicing',
  backups: 'Backups',
};

// Where Back leads from each view.
const PARENT: Record<SettingsView, SettingsView | null> = {
  menu: null,
  account: 'menu',
  password: 'account',
  admins: 'menu',
  addAdmin: 'admins',
  drivers: 'menu',
  variables: 'menu',
  resetPassword: 'menu',
  invoicing: 'menu',
  backups: 'menu',
};

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Back-office settings: a menu of My Account (with Change Password), Other Admins (with Add new admin), Drivers,
 * Setting Variables, Reset Customer Password, Invoicing and Backups, with Back between the views. Full screen on phones.
 */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState<SettingsView>('menu');
  const parent = PARENT[view];

  // The heading takes focus on every move, so keyboard and screen-reader users hear where they are.
  const handleNavigate = (next: SettingsView) => {
    setView(next);
    requestAnimationFrame(() => titleRef.current?.focus());
  };
  const handleClose = () => {
    onClose();
    setView('menu');
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle
        component="div"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5, pl: parent ? 1.5 : 3 }}
      >
        {parent ? (
          <IconButton
            aria-label={`Back to ${TITLES[parent]}`}
            onClick={() => handleNavigate(parent)}
            edge="start"
          >
            <ArrowBack />
          </IconButton>
        ) : null}
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          style={{ flexGrow: 1, margin: 0, font: 'inherit', outline: 'none' }}
        >
          {TITLES[view]}
        </h2>
        <IconButton aria-label="Close settings" onClick={handleClose} edge="end">
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {view === 'menu' ? <SettingsMenu onOpen={handleNavigate} /> : null}
        {view === 'account' ? <MyAccountView onChangePassword={() => handleNavigate('password')} /> : null}
        {view === 'password' ? <ChangePasswordView onDone={() => handleNavigate('account')} /> : null}
        {view === 'admins' ? <OtherAdminsView onAdd={() => handleNavigate('addAdmin')} /> : null}
        {view === 'addAdmin' ? <AddAdminView onDone={() => handleNavigate('admins')} /> : null}
        {view === 'drivers' ? <DriversView /> : null}
        {view === 'variables' ? <SettingVariablesView /> : null}
        {view === 'resetPassword' ? <ResetCustomerPasswordView /> : null}
        {view === 'invoicing' ? <InvoicingSettingsView /> : null}
        {view === 'backups' ? <BackupSettingsView /> : null}
      </DialogContent>
    </Dialog>
  );
}
