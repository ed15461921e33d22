"""
Holds a listening socket as systemd's socket activation does (deploy/noteva@.socket) and runs the
app on it: the app gets the socket as fd 3 with LISTEN_FDS=1 (server/main.ts). Each line on
standard input is a command: "start" runs the app, "restart" stops it (SIGTERM, waiting for it to
exit) and runs it again, "stop" stops it. Between two runs connections wait in the socket's queue.
Usage: python3 socket-holder.py PORT COMMAND...
"""
import os
import signal
import socket
import subprocess
import sys

port = int(sys.argv[1])
command = sys.argv[2:]
listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
listener.bind(("127.0.0.1", port))
listener.listen(4096)
os.set_inheritable(listener.fileno(), True)

child = None


def start():
    def hand_over():
        os.dup2(listener.fileno(), 3)

    env = dict(os.environ, LISTEN_FDS="1")
    return subprocess.Popen(command, env=env, close_fds=False, preexec_fn=hand_over)


def stop(process):
    if process and process.poll() is None:
        process.send_signal(signal.SIGTERM)
        process.wait()


for line in sys.stdin:
    order = line.strip()
    if order == "start":
        child = start()
    elif order == "restart":
        stop(child)
        print("stopped", flush=True)
        child = start()
    elif order == "stop":
        stop(child)
        print("stop done", flush=True)
        break
    print(f"{order} done", flush=True)
stop(child)
