// shadcn/ui-style components, as `npx shadcn add input checkbox select label` leaves them in an
// app: thin wrappers over Radix primitives and native elements, written here from their public
// APIs (Tailwind class names kept short; styling is not what this app checks).
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import * as LabelPrimitive from '@radix-ui/react-label';
import * as SelectPrimitive from '@radix-ui/react-select';
import type { ComponentProps } from 'react';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={`h-9 w-full rounded-md border px-3 ${className ?? ''}`} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={`min-h-16 w-full rounded-md border px-3 ${className ?? ''}`} {...props} />;
}

export function Label(props: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className="text-sm font-medium" {...props} />;
}

export function Checkbox(props: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root data-slot="checkbox" className="size-4 rounded border" {...props}>
      <CheckboxPrimitive.Indicator>✓</CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({ children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger data-slot="select-trigger" className="flex h-9 w-full items-center justify-between rounded-md border px-3" {...props}>
      {children}
      <SelectPrimitive.Icon aria-hidden>▾</SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({ children, ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content data-slot="select-content" className="rounded-md border bg-white" position="popper" {...props}>
        <SelectPrimitive.Viewport>{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item data-slot="select-item" className="px-2 py-1.5" {...props}>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
