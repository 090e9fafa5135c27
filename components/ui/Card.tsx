import type {HTMLAttributes} from 'react';
import {cn} from './cn';

export function Card({className, ...props}: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-card border border-line bg-white p-6 shadow-card', className)} {...props} />;
}
