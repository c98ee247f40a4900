package viewer

// A minimal WebDriver client (W3C protocol, JSON over HTTP on loopback) for
// chromedriver, enough to load a page, press keys, click, run a script and
// take a screenshot; no dependency beyond net/http.

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"time"
)

type driver struct {
	cmd     *exec.Cmd
	base    string // http://127.0.0.1:port
	session string
	client  *http.Client
}

// startDriver runs chromedriver on a free loopback port and opens a
// headless Chromium session with a fresh profile in profileDir.
func startDriver(chromedriver, chromium, profileDir string) (*driver, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	d := &driver{base: "http://127.0.0.1:" + strconv.Itoa(port), client: &http.Client{Timeout: 60 * time.Second}}
	d.cmd = exec.Command(chromedriver, "--port="+strconv.Itoa(port), "--allowed-ips=127.0.0.1")
	d.cmd.Stdout, d.cmd.Stderr = io.Discard, io.Discard
	if err := d.cmd.Start(); err != nil {
		return nil, err
	}
	ready := false
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		var st struct {
			Value struct{ Ready bool } `json:"value"`
		}
		if err := d.do("GET", "/status", nil, &st); err == nil && st.Value.Ready {
			ready = true
			break
		}
	}
	if !ready {
		d.close()
		return nil, fmt.Errorf("chromedriver did not become ready on port %d", port)
	}
	caps := map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"browserName": "chrome",
		"goog:chromeOptions": map[string]any{
			"binary": chromium,
			"args": []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
				"--disable-background-networking", "--disable-component-update", "--disable-sync",
				"--disable-dev-shm-usage", "--user-data-dir=" + profileDir, "--window-size=1100,1000"},
		},
	}}}
	var resp struct {
		Value struct {
			SessionID string `json:"sessionId"`
		} `json:"value"`
	}
	if err := d.do("POST", "/session", caps, &resp); err != nil {
		d.close()
		return nil, err
	}
	d.session = resp.Value.SessionID
	return d, nil
}

func (d *driver) close() {
	if d.session != "" {
		_ = d.do("DELETE", "/session/"+d.session, nil, nil)
	}
	if d.cmd != nil && d.cmd.Process != nil {
		_ = d.cmd.Process.Kill()
		_ = d.cmd.Wait()
	}
}

// do sends one command; a WebDriver error (value.error) is returned as such.
func (d *driver) do(method, path string, body, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, d.base+path, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := d.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	var e struct {
		Value struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		} `json:"value"`
	}
	if json.Unmarshal(data, &e) == nil && e.Value.Error != "" {
		return fmt.Errorf("webdriver %s %s: %s: %s", method, path, e.Value.Error, e.Value.Message)
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("webdriver %s %s: HTTP %d", method, path, resp.StatusCode)
	}
	if out != nil {
		return json.Unmarshal(data, out)
	}
	return nil
}

func (d *driver) sess(p string) string { return "/session/" + d.session + p }

func (d *driver) navigate(url string) error {
	return d.do("POST", d.sess("/url"), map[string]any{"url": url}, nil)
}

// key presses and releases one key (a WebDriver key code such as "\ue014").
func (d *driver) key(k string) error {
	return d.do("POST", d.sess("/actions"), map[string]any{"actions": []any{map[string]any{
		"type": "key", "id": "keyboard",
		"actions": []any{map[string]any{"type": "keyDown", "value": k}, map[string]any{"type": "keyUp", "value": k}},
	}}}, nil)
}

// script runs JavaScript and decodes its return value into out.
func (d *driver) script(js string, out any) error {
	var resp struct {
		Value json.RawMessage `json:"value"`
	}
	if err := d.do("POST", d.sess("/execute/sync"), map[string]any{"script": js, "args": []any{}}, &resp); err != nil {
		return err
	}
	return json.Unmarshal(resp.Value, out)
}

// click clicks the element matching a CSS selector.
func (d *driver) click(css string) error {
	var resp struct {
		Value map[string]string `json:"value"`
	}
	if err := d.do("POST", d.sess("/element"), map[string]any{"using": "css selector", "value": css}, &resp); err != nil {
		return err
	}
	for _, id := range resp.Value { // the one key is the W3C element identifier
		return d.do("POST", d.sess("/element/"+id+"/click"), map[string]any{}, nil)
	}
	return fmt.Errorf("no element %q", css)
}

// screenshot writes the viewport as PNG.
func (d *driver) screenshot(path string) error {
	var resp struct {
		Value string `json:"value"`
	}
	if err := d.do("GET", d.sess("/screenshot"), nil, &resp); err != nil {
		return err
	}
	png, err := base64.StdEncoding.DecodeString(resp.Value)
	if err != nil {
		return err
	}
	return os.WriteFile(path, png, 0o644)
}
