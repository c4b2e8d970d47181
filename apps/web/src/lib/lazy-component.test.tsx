import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

type GreetingProps = { name: string };
const Greeting = ({ name }: GreetingProps) => <p>Hello {name}</p>;

describe('lazyComponent', () => {
  it('shows nothing until the code has arrived, then the component with its props', async () => {
    let arrive: (component: ComponentType<GreetingProps>) => void = () => undefined;
    const LazyGreeting = lazyComponent(
      () => new Promise<ComponentType<GreetingProps>>((resolve) => (arrive = resolve)),
    );
    const { container } = render(<LazyGreeting name="Ada" />);
    expect(container).toBeEmptyDOMElement();
    arrive(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('fetches the code once, as soon as it is defined, however often it is shown', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(load);
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <>
        <LazyGreeting name="Ada" />
        <LazyGreeting name="Grace" />
      </>,
    );
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again when shown if the early fetch failed', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<GreetingProps>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const LazyGreeting = lazyComponent(load);
    render(<LazyGreeting name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
