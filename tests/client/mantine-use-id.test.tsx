import { useId as mantineUseId } from '@mantine/hooks';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from '../../src/client/app/mantine-use-id';

const Mantine = ({ staticId }: { staticId?: string }) => <b id={mantineUseId(staticId)} />;
const Ours = ({ staticId }: { staticId?: string }) => <b id={useId(staticId)} />;

describe("the browser build's Mantine useId", () => {
  it('gives the id Mantine draws on the server, so the browser takes the page over as drawn', () => {
    const tree = (Id: typeof Ours) =>
      renderToString(<div>{[<Id key="a" />, <p key="b" />, <Id key="c" />]}</div>);
    expect(tree(Ours)).toBe(tree(Mantine));
    expect(tree(Ours)).toMatch(/id="mantine-[^"]+"/);
  });

  it('keeps an id given to the component', () => {
    expect(renderToString(<Ours staticId="state" />)).toBe(renderToString(<Mantine staticId="state" />));
    expect(renderToString(<Ours staticId="state" />)).toContain('id="state"');
  });
});
