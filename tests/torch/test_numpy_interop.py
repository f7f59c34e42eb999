"""torch with numpy in the same wasm module (PyTorch's own USE_NUMPY support, unmodified):
arrays and tensors share memory. Values by hand; the int32 default is numpy's on wasm32."""
import numpy as np
import torch


def test_from_numpy_aliases_the_array():
    a = np.ones(3, dtype=np.float32)
    t = torch.from_numpy(a)
    assert t.dtype is torch.float32 and t.shape == (3,)
    t += 1
    assert a.tolist() == [2.0, 2.0, 2.0]      # the acceptance line
    a[1] = 7
    assert t.tolist() == [2.0, 7.0, 2.0]


def test_numpy_of_a_tensor_aliases_the_tensor():
    t = torch.zeros(2, 2, dtype=torch.float64)
    n = t.numpy()
    assert n.dtype == np.float64 and n.shape == (2, 2)
    n[0, 1] = 3.5
    assert t[0, 1].item() == 3.5


def test_tensor_of_an_array_copies_and_as_tensor_shares():
    a = np.array([1.5, 2.5])
    t = torch.tensor(a)
    assert t.dtype is torch.float64
    a[0] = 0.0
    assert t.tolist() == [1.5, 2.5]           # torch.tensor copies
    assert torch.as_tensor(a).data_ptr() == torch.from_numpy(a).data_ptr()


def test_integer_arrays_and_asarray():
    t = torch.from_numpy(np.arange(4).reshape(2, 2))
    assert t.shape == (2, 2) and t.dtype is torch.int32   # numpy's default int on wasm32
    assert (t * 2).tolist() == [[0, 2], [4, 6]]
    assert np.asarray(torch.arange(3)).tolist() == [0, 1, 2]


def test_frombuffer_of_a_memoryview_over_an_array():
    # torch.frombuffer reads the array's own memory; native PyTorch 2.6.0 gives these lists.
    assert torch.frombuffer(memoryview(np.array(3.5, dtype=np.float32)), dtype=torch.float32).tolist() == [3.5]
    a = np.arange(4, dtype=np.float32)
    t = torch.frombuffer(memoryview(a), dtype=torch.float32, count=2, offset=4)
    assert t.tolist() == [1.0, 2.0]
    t[0] = 9.0   # shares the array's memory
    assert a.tolist() == [0.0, 9.0, 2.0, 3.0]


def test_numpy_testing_compares_tensors():
    # numpy.testing imports numpy._core.tests._natype at import (numpy 2.2.5), which the
    # numpy bundle must carry; native numpy 2.2.5 + PyTorch 2.6.0 give this message.
    np.testing.assert_allclose(torch.tensor([1.0, 2.0]).numpy(), [1.0, 2.0000001])
    try:
        np.testing.assert_allclose(torch.tensor([1.0]).numpy(), [1.1])
    except AssertionError as e:
        assert str(e).splitlines()[1] == "Not equal to tolerance rtol=1e-07, atol=0", str(e)
    else:
        raise AssertionError("no AssertionError")
