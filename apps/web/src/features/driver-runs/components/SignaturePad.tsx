import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type PointerEvent, type RefObject, useId, useRef } from 'react';

interface SignaturePadProps {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Whether anything is drawn. */
  signed: boolean;
  onSignedChange: (signed: boolean) => void;
  disabled?: boolean;
}

type Point = { x: number; y: number };

/** Where a pointer is on the canvas, in the canvas's own pixels. */
function pointOn(canvas: HTMLCanvasElement, event: PointerEvent<HTMLCanvasElement>): Point {
  const box = canvas.getBoundingClientRect();
  return {
    x: ((event.clientX - box.left) * canvas.width) / (box.width || 1),
    y: ((event.clientY - box.top) * canvas.height) / (box.height || 1),
  };
}

/** The receiver signs with a finger (or a mouse): dark ink on white, whatever the theme, as on paper. */
export function SignaturePad({ canvasRef, signed, onSignedChange, disabled = false }: SignaturePadProps) {
  const hintId = useId();
  const last = useRef<Point | null>(null);

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    if (disabled || !canvas) return;
    // A fresh signature takes the box's size now (the phone may have turned since the dialog opened), in
    // device pixels so the ink is sharp; sizing a canvas empties it, which it is.
    if (!signed) {
      const box = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      if (box.width > 0) {
        canvas.width = Math.round(box.width * ratio);
        canvas.height = Math.round(box.height * ratio);
      }
    }
    const context = canvas.getContext('2d');
    if (!context) return;
    if (!signed) {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    canvas.setPointerCapture(event.pointerId);
    context.lineWidth = 2.5 * (window.devicePixelRatio || 1);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
    const point = pointOn(canvas, event);
    // A tap leaves a dot.
    context.beginPath();
    context.moveTo(point.x, point.y);
    context.lineTo(point.x + 0.1, point.y);
    context.stroke();
    last.current = point;
    if (!signed) onSignedChange(true);
  };

  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const from = last.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !from || !context) return;
    const to = pointOn(canvas, event);
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };

  const handlePointerEnd = () => {
    last.current = null;
  };

  const handleClear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    last.current = null;
    onSignedChange(false);
  };

  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        Signature (optional)
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label="Signature pad"
        aria-describedby={hintId}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
        sx={{
          display: 'block',
          width: '100%',
          height: 160,
          bgcolor: '#fff',
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'text.secondary',
          borderRadius: 1,
          // The finger draws instead of scrolling the dialog.
          touchAction: 'none',
          cursor: disabled ? 'default' : 'crosshair',
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {signed ? 'Signed.' : 'The receiver signs in the box with a finger.'}
        </Typography>
        <Button onClick={handleClear} disabled={disabled || !signed} sx={{ minHeight: 44 }}>
          Clear signature
        </Button>
      </Box>
    </Box>
  );
}

/** The signature as a PNG to upload; null when the browser could not make one. */
export function signatureImage(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
