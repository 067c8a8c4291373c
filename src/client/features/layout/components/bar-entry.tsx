import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, type IconName } from '@/client/components/icon';

interface EntryProps {
  href: string;
  icon: IconName | ReactNode;
  label: string;
  active: boolean;
  children?: ReactNode;
}

/** One entry of the bottom bar: an icon over its label, 48 px for a thumb. */
export function BarEntry({ href, icon, label, active, children }: EntryProps) {
  return (
    <Link href={href} aria-current={active ? 'page' : undefined} className="min-h-12 min-w-12">
      {typeof icon === 'string' ? <Icon name={icon as IconName} className="size-6" /> : icon}
      <span className="dock-label">{children ?? label}</span>
    </Link>
  );
}
