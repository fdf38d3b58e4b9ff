// The dashboard page (`/_emulator/ui`): bundled by esbuild into one module and one stylesheet.
import { render } from 'preact';
import { App } from './app.tsx';
import './styles.css';

render(<App />, document.getElementById('app')!);
