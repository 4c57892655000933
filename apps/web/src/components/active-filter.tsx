import { Badge, CloseButton } from '@mantine/core';
import { useSearchParams } from 'react-router';

/**
 * A list filter that arrived in the URL (a dashboard number or chart bar opens its list this way), shown above the
 * list with a button that drops it.
 */
export function ActiveFilter({ name, describe }: { name: string; describe: (value: string) => string }) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  if (!value) return null;
  const text = describe(value);
  return (
    <Badge
      size="lg"
      variant="light"
      mb="sm"
      styles={{ label: { textTransform: 'none' } }}
      rightSection={
        <CloseButton
          size="xs"
          aria-label={`Clear ${text}`}
          onClick={() =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.delete(name);
              next.delete('page');
              return next;
            })
          }
        />
      }
    >
      {text}
    </Badge>
  );
}

/** "2035-03" -> "03-2035", as the app shows months. */
export function displayMonth(value: string): string {
  const [year, month] = value.split('-');
  return `${month}-${year}`;
}
