"""The main job: PyTorch 2.6.0 in headless Chromium (`./brytorch run examples/hello.py`).

torch's own Python layer runs on Brython; every tensor operation below is computed by ATen's
C++ kernels compiled to WebAssembly.
"""
import time

start = time.perf_counter()
import torch  # noqa: E402  (timed)

print(f"torch {torch.__version__} imported in {time.perf_counter() - start:.1f} s")
print("torch.tensor([1, 2]) + 1 =", torch.tensor([1, 2]) + 1)

# Fit y = 3x - 0.5 with one linear layer, autograd and SGD.
torch.manual_seed(0)
x = torch.linspace(-1, 1, 32).unsqueeze(1)
y = 3 * x - 0.5
model = torch.nn.Linear(1, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
for step in range(60):
    optimizer.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    optimizer.step()
    if step % 20 == 0:
        print(f"step {step:2d}  loss {loss.item():.3g}")
print(f"learned w = {model.weight.item():.3f}, b = {model.bias.item():.3f} (true: 3, -0.5)")
