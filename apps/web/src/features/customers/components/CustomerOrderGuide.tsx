import { ORDER_GUIDE_HISTORY_DAYS } from '@cleaver/domain/order-guide';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { GraphQLRequestError } from '../../../lib/graphql';
import {
  linesByCategory,
  movedWithinCategory,
  useOrderGuide,
  useOrderGuideChanges,
} from '../../order-guide/api/order-guide';
import { AddGuideProduct } from '../../order-guide/components/AddGuideProduct';
import { CustomerGuideLine } from './CustomerGuideLine';

type Move = { productId: string; by: -1 | 1 };

const refusalOf = (error: unknown, otherwise: string) =>
  error instanceof GraphQLRequestError ? error.message : otherwise;

/**
 * "Order guide" in the customer's view: the products the customer orders most nights, by category, as they see
 * them. Staff set each line's par level, arrange the lines within their category, take lines off and add products.
 */
export function CustomerOrderGuide({ customerId }: { customerId: string }) {
  const headingId = useId();
  const owner = { mine: false, customerId } as const;
  const guide = useOrderGuide(owner);
  const changes = useOrderGuideChanges(owner);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [moving, setMoving] = useState<Move | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const lines = guide.data?.lines ?? [];
  const inGuide = useMemo(() => new Set(lines.map((l) => l.product.id)), [lines]);

  // A line moved down is taken out of the page and put back, which drops the focus from its button: give it back.
  useLayoutEffect(() => {
    if (!moving || !lines.some((l) => l.product.id === moving.productId)) return;
    if (document.activeElement?.matches('input, textarea, a[href], button:enabled')) return;
    const row = list.current?.querySelector(`[data-product-id="${moving.productId}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${moving.by}"]:enabled`) ??
      row?.querySelector<HTMLButtonElement>('[data-move]:enabled');
    button?.focus();
  }, [moving, lines]);

  const handleAdd = (productId: string) => {
    setRefusal(null);
    changes.add.mutate(productId, {
      onError: (error) => setRefusal(refusalOf(error, 'The product could not be added.')),
    });
  };
  const handleMove = (productId: string, by: -1 | 1) => {
    const order = movedWithinCategory(lines, productId, by);
    if (!order) return;
    setRefusal(null);
    setMoving({ productId, by });
    changes.arrange.mutate(order, {
      onError: (error) => setRefusal(refusalOf(error, 'The guide could not be arranged.')),
      onSettled: () => setMoving(null),
    });
  };
  const handleRemove = (productId: string) => {
    setRefusal(null);
    changes.remove.mutate(productId, {
      onError: (error) => setRefusal(refusalOf(error, 'The product could not be taken off the guide.')),
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        Order guide
      </Typography>
      {guide.isPending ? (
        <Typography sx={{ color: 'text.secondary' }}>Loading the order guide…</Typography>
      ) : guide.isError ? (
        <LoadError message="The order guide could not be loaded." onRetry={() => void guide.refetch()} />
      ) : (
        <>
          {lines.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
              No order guide yet: it fills from this customer's orders of the last {ORDER_GUIDE_HISTORY_DAYS}{' '}
              days, or add products below.
            </Typography>
          ) : null}
          <Box sx={{ maxWidth: 480, mb: 1 }}>
            <AddGuideProduct inGuide={inGuide} onAdd={handleAdd} disabled={changes.add.isPending} />
          </Box>
          {refusal === null ? null : (
            <Alert severity="error" onClose={() => setRefusal(null)} sx={{ mb: 1 }}>
              {refusal}
            </Alert>
          )}
          {lines.length === 0 ? null : (
            <Box ref={list}>
              {linesByCategory(lines).map((group, index) => (
                <Box key={group.category} sx={{ mt: 2 }}>
                  <Typography
                    id={`${headingId}-${index}`}
                    variant="subtitle2"
                    component="h4"
                    sx={{ color: 'text.secondary' }}
                  >
                    {group.category}
                  </Typography>
                  <Box
                    component="ul"
                    aria-labelledby={`${headingId}-${index}`}
                    sx={{ listStyle: 'none', m: 0, p: 0 }}
                  >
                    {group.lines.map((line, at) => (
                      <CustomerGuideLine
                        key={line.product.id}
                        line={line}
                        canMoveUp={at > 0}
                        canMoveDown={at < group.lines.length - 1}
                        removing={changes.remove.isPending && changes.remove.variables === line.product.id}
                        onParLevel={(parLevel) =>
                          changes.setParLevel.mutateAsync({ productId: line.product.id, parLevel })
                        }
                        onMove={(by) => handleMove(line.product.id, by)}
                        onRemove={() => handleRemove(line.product.id)}
                      />
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </section>
  );
}
