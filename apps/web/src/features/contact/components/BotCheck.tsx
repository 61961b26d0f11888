/// <reference types="altcha/types/react" />
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ALTCHA_CHALLENGE_URL } from '../api/altcha-challenge';

interface BotCheckProps {
  /** Called with the payload to send once the check is solved, and with null when it expires or fails. */
  onChange: (payload: string | null) => void;
}

type StateChange = CustomEvent<{ state: string; payload: string | null }>;

// The widget is a web component with its own styles; these map its colours onto the MUI theme so it
// follows light and dark mode. Set one by one: the widget derives them from each other at :root.
function themed(theme: Theme) {
  return {
    '--altcha-color-base': theme.vars.palette.background.paper,
    '--altcha-color-base-content': theme.vars.palette.text.primary,
    '--altcha-color-neutral': theme.vars.palette.divider,
    '--altcha-color-neutral-content': theme.vars.palette.text.secondary,
    '--altcha-color-success': theme.vars.palette.primary.main,
    '--altcha-color-success-content': theme.vars.palette.primary.contrastText,
    '--altcha-border-color': 'rgba(0, 0, 0, 0.23)',
    ...theme.applyStyles('dark', { '--altcha-border-color': 'rgba(255, 255, 255, 0.23)' }),
    '--altcha-checkbox-border-color': theme.vars.palette.text.secondary,
    '--altcha-checkbox-outline-color': theme.vars.palette.accentText,
    '--altcha-input-background-color': theme.vars.palette.background.paper,
    '--altcha-input-color': theme.vars.palette.text.primary,
    '--altcha-spinner-color': theme.vars.palette.text.primary,
    '--altcha-popover-color': theme.vars.palette.divider,
    '--altcha-border-radius': `${theme.shape.borderRadius}px`,
    '--altcha-max-width': '100%',
    fontSize: '1rem',
    minHeight: 48,
  };
}

/**
 * ALTCHA proof of work, solved in the browser. The widget's code (~35 KB) loads only when this
 * mounts, so the rest of the storefront never downloads it; it fetches nothing but our challenge.
 */
export function BotCheck({ onChange }: BotCheckProps) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widgetRef = useRef<HTMLElementTagNameMap['altcha-widget']>(null);

  useEffect(() => {
    let cancelled = false;
    import('altcha').then(
      () => !cancelled && setStatus('ready'),
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // A layout effect, so the listeners are in place before the widget mounts itself and announces 'load'.
  useLayoutEffect(() => {
    const widget = widgetRef.current;
    if (status !== 'ready' || !widget) return;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onChange(state === 'verified' && payload ? payload : null);
    };
    // The widget starts on focus within the form; someone already typing when it arrives started before it.
    const handleLoad = () => {
      if (widget.closest('form')?.contains(document.activeElement) && widget.getState() === 'unverified') {
        void widget.verify();
      }
    };
    widget.addEventListener('statechange', handleStateChange);
    widget.addEventListener('load', handleLoad);
    return () => {
      widget.removeEventListener('statechange', handleStateChange);
      widget.removeEventListener('load', handleLoad);
    };
  }, [status, onChange]);

  if (status === 'failed') {
    return (
      <Typography role="alert" color="error">
        The bot check could not load. Please reload the page.
      </Typography>
    );
  }
  if (status === 'loading') {
    return <Skeleton variant="rounded" height={48} aria-label="Loading the bot check" />;
  }
  return (
    <Box sx={themed}>
      <altcha-widget
        ref={widgetRef}
        challenge={ALTCHA_CHALLENGE_URL}
        // Starts working as soon as someone focuses the form, so it is usually done by the time they finish.
        auto="onfocus"
        language="en"
        configuration={JSON.stringify({ hideFooter: true })}
      />
    </Box>
  );
}
